import { Button, Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import type { Route } from '@routier/sdk';
import { PageHeader } from '../../components/PageHeader.js';
import { showToast } from '../../components/toast/toaster.js';
import { weekOf, type DateRange } from '../routes/dates.js';
import { useRoutesInRange } from '../routes/route-queries.js';
import { BatchOptimizationCard } from './BatchOptimizationCard.js';
import { CreateRouteCard, type CreateTab } from './CreateRouteCard.js';
import { DateRangeCard } from './DateRangeCard.js';
import { RoutesListCard } from './RoutesListCard.js';
import { RoutesMapCard } from './RoutesMapCard.js';
import { SavedFleetCard } from './SavedFleetCard.js';
import { CSV_INPUT_ID, UploadCsvCard } from './UploadCsvCard.js';
import '../routes/icons.js';
import '../routes/routes.css';
import './route-planning.css';

function scrollTo(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Route Planning (/route-planning and /routes): date range and export, create (basic, fleet, advanced),
 * CSV upload, batch optimisation, the map of the range and the routes list.
 */
export function RoutePlanningPage() {
  const [range, setRange] = useState<DateRange>(() => weekOf());
  const [tab, setTab] = useState<CreateTab>('basic');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const routes = useRoutesInRange(range);
  const list = routes.data?.routes;

  const select = (route: Pick<Route, 'id' | 'name'>) => {
    setSelectedId(route.id);
    showToast({ title: 'Route Selected', description: `${route.name} is now highlighted on the map` });
    mapRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="route-planning">
      <PageHeader
        title="Route Planning"
        subtitle="Create, import, optimise and export your delivery routes."
        actions={
          <>
            <Button
              intent={Intent.PRIMARY}
              icon="plus"
              onClick={() => {
                setTab('basic');
                scrollTo('create-route');
                window.setTimeout(() => document.getElementById('planning-qc-start')?.focus(), 300);
              }}
            >
              New Route
            </Button>
            <Button
              icon="upload"
              variant="outlined"
              onClick={() => {
                scrollTo('upload-csv');
                document.getElementById(CSV_INPUT_ID)?.click();
              }}
            >
              Upload CSV
            </Button>
          </>
        }
      />
      <DateRangeCard range={range} onChange={setRange} routes={list} />
      <CreateRouteCard tab={tab} onTabChange={setTab} />
      <div className="planning-grid">
        <UploadCsvCard />
        <BatchOptimizationCard routes={list} range={range} />
      </div>
      <SavedFleetCard />
      <RoutesMapCard
        ref={mapRef}
        range={range}
        selectedId={selectedId}
        onSelect={(id) => {
          const route = list?.find((r) => r.id === id);
          if (route) select(route);
        }}
      />
      <RoutesListCard
        routes={list}
        loading={routes.isPending}
        error={routes.error}
        range={range}
        selectedId={selectedId}
        onSelect={select}
      />
    </div>
  );
}
