import { Alert, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The question and what deleting does. */
  children: ReactNode;
}

/** Asks before deleting something for good: Delete (danger) or Cancel. */
export function ConfirmDeleteAlert({ isOpen, onConfirm, onCancel, children }: ConfirmDeleteAlertProps) {
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon="trash"
      confirmButtonText="Delete"
      cancelButtonText="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </Alert>
  );
}
