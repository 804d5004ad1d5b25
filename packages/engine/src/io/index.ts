export type { InstanceFormat, ParsedInstance } from './instance.js';
export { parseSolomon, type SolomonOptions } from './solomon.js';
export { parseTsplib, type TsplibOptions } from './tsplib.js';
export {
  tsplibDistance,
  tsplibMatrix,
  TSPLIB_DISTANCE_TYPES,
  type TsplibDistanceType,
} from './tsplib-distance.js';
export { parseSol, writeSol, formatCost, routesToIds, idsToJobIndices, type SolFile } from './sol.js';
export { parseBks, findBks, parseCsv, type BksRow } from './bks.js';
export { generateCvrp, formatVrp, type GenerateCvrpOptions } from './generate.js';
export { generateXLike, type GenerateXOptions } from './generate-x.js';
export { generateGhLike, GH_CLASSES, type GenerateGhOptions, type GhClass } from './generate-gh.js';
export { parseInstance } from './parse-instance.js';
export { parseLiLim, looksLikeLiLim } from './lilim.js';
export { generatePdptw, type GeneratePdptwOptions } from './generate-pdptw.js';
