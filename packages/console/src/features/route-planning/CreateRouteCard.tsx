import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { RouteMap } from '../../map/RouteMap.js';
import type { MapRoute } from '../../map/map-model.js';
import { mapRouteOfBasic } from '../routes/map-routes.js';
import { PanelCard } from '../routes/PanelCard.js';
import { RouteOptimizationPanel } from '../routes/RouteOptimizationPanel.js';
import { AdvancedConstraintsForm } from './AdvancedConstraintsForm.js';
import { FleetOptimizerForm } from './FleetOptimizerForm.js';

export type CreateTab = 'basic' | 'fleet' | 'advanced';

const MAP_LABELS: Record<CreateTab, string> = {
  basic: 'Map of the optimised route',
  fleet: 'Map of the fleet plan, one route per vehicle',
  advanced: 'Map of the constrained route',
};

const EMPTY_MESSAGES: Record<CreateTab, string> = {
  basic: 'Optimise a route to see it here',
  fleet: 'Optimise the fleet to see each vehicle’s route',
  advanced: 'Optimise with constraints to see the route',
};

interface CreateRouteCardProps {
  tab: CreateTab;
  onTabChange: (tab: CreateTab) => void;
}

/** Create New Route: Basic Route, Multi-Vehicle Fleet and Advanced Constraints, each beside a map of its result. */
export function CreateRouteCard({ tab, onTabChange }: CreateRouteCardProps) {
  const [mapRoutes, setMapRoutes] = useState<Record<CreateTab, MapRoute[]>>({
    basic: [],
    fleet: [],
    advanced: [],
  });
  const setFor = (key: CreateTab) => (routes: MapRoute[]) =>
    setMapRoutes((all) => ({ ...all, [key]: routes }));
  const routes = mapRoutes[tab];
  return (
    <PanelCard
      id="create-route"
      title="Create New Route"
      subtitle="Optimise one vehicle, a whole fleet, or a route with time windows and limits."
      icon="add"
      testId="create-route-card"
    >
      <div className="create-route-layout">
        <div className="create-route-form">
          <Tabs
            id="create-route-tabs"
            selectedTabId={tab}
            onChange={(next) => onTabChange(next as CreateTab)}
            renderActiveTabPanelOnly={false}
            large
          >
            <Tab
              disabled={false}
              id="basic"
              title="Basic Route"
              panel={
                <RouteOptimizationPanel
                  idPrefix="planning-qc"
                  onResult={(result) =>
                    setFor('basic')(
                      result
                        ? [mapRouteOfBasic(result.response, `Route ${result.request.scheduledDate}`)]
                        : [],
                    )
                  }
                />
              }
            />
            <Tab
              disabled={false}
              id="fleet"
              title="Multi-Vehicle Fleet"
              panel={<FleetOptimizerForm onMapRoutes={setFor('fleet')} />}
            />
            <Tab
              disabled={false}
              id="advanced"
              title="Advanced Constraints"
              panel={<AdvancedConstraintsForm onMapRoutes={setFor('advanced')} />}
            />
          </Tabs>
        </div>
        <div className="create-route-map">
          <RouteMap routes={routes} label={MAP_LABELS[tab]} emptyMessage={EMPTY_MESSAGES[tab]} height={520} />
        </div>
      </div>
    </PanelCard>
  );
}
