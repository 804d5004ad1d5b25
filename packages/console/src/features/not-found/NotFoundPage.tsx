import { Intent, NonIdealState } from '@blueprintjs/core';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton.js';
import { PublicLayout } from '../public-site/PublicLayout.js';

/** Any unknown path (document 1, section 8: 'Page Not Found'). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      <div className="page-centered not-found">
        <NonIdealState
          icon="search"
          title="Page Not Found"
          description={
            <>
              There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped.
            </>
          }
          action={
            <LinkButton to="/" intent={Intent.PRIMARY} icon="home">
              Back to Home
            </LinkButton>
          }
        />
      </div>
    </PublicLayout>
  );
}
