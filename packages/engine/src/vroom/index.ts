export type * from '../model/vroom.js';
export { fromVroom, vroomPoints, type VroomPrepared, type VroomTaskRef } from './from-vroom.js';
export { toVroomSolution, type VroomTimes, type VroomFixes } from './to-vroom.js';
export { solveVroom, type VroomSolveOptions } from './solve-vroom.js';
export { validateVroomShape } from './validate-vroom.js';
