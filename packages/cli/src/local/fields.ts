/**
 * Column names accepted in the local optimisation files, compared lower-case without spaces, `_`, `-`,
 * `.`, `$` and parenthesised units: `Service Time (min)`, `service_time` and `serviceTime` are one field.
 */

export const STOP_FIELDS = {
  id: ['id', 'stopid', 'ref', 'reference'],
  name: ['name', 'stopname', 'customer'],
  address: ['address', 'location', 'destination', 'street'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'long', 'longitude'],
  demand: ['demand', 'weight', 'load', 'kg'],
  serviceTime: ['servicetime', 'service', 'servicemin', 'dwell', 'dwelltime'],
  timeWindow: ['timewindow', 'window', 'tw'],
  windowStart: ['windowstart', 'timewindowstart', 'earliest', 'readytime'],
  windowEnd: ['windowend', 'timewindowend', 'latest', 'duedate'],
  priority: ['priority'],
  requirements: ['specialrequirements', 'requirements', 'skills', 'features'],
  notes: ['notes', 'note', 'comment', 'comments'],
  type: ['type', 'kind'],
} as const;

export const VEHICLE_FIELDS = {
  name: ['name', 'vehicle', 'vehiclename'],
  type: ['type', 'vehicletype'],
  capacity: ['capacity', 'maxload'],
  costPerKm: ['costperkm', 'rateperkm', 'rate'],
  costPerHour: ['costperhour', 'hourlycost'],
  fixedCost: ['fixedcost'],
  maxWorkHours: ['maxworkhours', 'workhours', 'maxhours'],
  maxDistance: ['maxdistance', 'maxkm'],
  maxStops: ['maxstops'],
  shiftStart: ['shiftstart', 'starttime', 'departure'],
  shiftEnd: ['shiftend', 'endtime'],
  start: ['start', 'startlocation', 'startaddress', 'depot', 'origin'],
  end: ['end', 'endlocation', 'endaddress'],
  features: ['specialfeatures', 'features', 'skills'],
  count: ['count', 'quantity', 'copies'],
} as const;
