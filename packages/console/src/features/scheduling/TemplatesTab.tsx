import { Button, Card, Classes, Intent, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import type { ShiftTemplate } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { serverMessage } from '../routes/api-errors.js';
import { LoadState } from './LoadState.js';
import { dayNames } from './schedule-model.js';
import { TemplateDialog } from './TemplateDialog.js';
import { useDeleteTemplate, useShiftTemplates } from './use-scheduling.js';

function TemplateCard({ template, onDelete }: { template: ShiftTemplate; onDelete: () => void }) {
  return (
    <Card className="scheduling-card" role="group" aria-label={template.name} data-testid="template-card">
      <div className="scheduling-card-head">
        <span className="template-dot" style={{ background: template.color }} aria-hidden="true" />
        <h3 className={Classes.HEADING}>{template.name}</h3>
      </div>
      <dl className="scheduling-facts">
        <div>
          <dt>Time</dt>
          <dd>
            {template.startClock} - {template.endClock}
            {template.overnight && ' (next day)'}
          </dd>
        </div>
        <div>
          <dt>Break</dt>
          <dd>{template.breakDuration} min</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd>{dayNames(template.daysOfWeek)}</dd>
        </div>
        <div>
          <dt>Worked</dt>
          <dd>{template.totalHours} h</dd>
        </div>
      </dl>
      <div className="scheduling-card-actions">
        <Button
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          onClick={onDelete}
          aria-label={`Delete ${template.name}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** Shift Templates tab: cards with colour dot, time range, break and working days; Add Template. */
export function TemplatesTab() {
  const templates = useShiftTemplates();
  const remove = useDeleteTemplate();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ShiftTemplate | null>(null);
  const add = (
    <Button intent={Intent.PRIMARY} icon="plus" onClick={() => setAdding(true)}>
      Add Template
    </Button>
  );
  const confirm = () => {
    const template = deleting;
    setDeleting(null);
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () =>
        showToast({
          title: 'Success',
          description: 'Shift template deleted successfully',
          intent: Intent.SUCCESS,
        }),
      onError: (error) =>
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete shift template'),
          intent: Intent.DANGER,
        }),
    });
  };
  return (
    <section aria-label="Shift Templates" className="scheduling-tab">
      <div className="scheduling-toolbar">
        <span className={Classes.TEXT_MUTED}>{templates.data?.length ?? 0} templates</span>
        {add}
      </div>
      <LoadState query={templates} what="Shift templates">
        {(list) =>
          list.length === 0 ? (
            <Card>
              <NonIdealState
                icon="time"
                title="No shift templates yet"
                description="Templates make a week of shifts in one step"
                action={add}
              />
            </Card>
          ) : (
            <div className="scheduling-grid">
              {list.map((t) => (
                <TemplateCard key={t.id} template={t} onDelete={() => setDeleting(t)} />
              ))}
            </div>
          )
        }
      </LoadState>
      <TemplateDialog isOpen={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteAlert isOpen={deleting !== null} onConfirm={confirm} onCancel={() => setDeleting(null)}>
        Are you sure you want to delete the template {deleting?.name}? Shifts made from it stay.
      </ConfirmDeleteAlert>
    </section>
  );
}
