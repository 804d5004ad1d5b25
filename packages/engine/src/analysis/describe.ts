/** Wording helpers for dispatcher-facing sentences (names, times, distances in input units). */
import type { ProblemInput } from '../model/input.js';

export function jobName(input: ProblemInput, j: number): string {
  const job = input.jobs[j];
  return `Stop '${job.name ?? String(job.id)}'`;
}

export function vehicleName(input: ProblemInput, v: number): string {
  const veh = input.vehicles[v];
  return `vehicle '${veh.name ?? String(veh.id)}'`;
}

/** Seconds as a clock time (product) or a plain number (benchmark coordinates). */
export function formatTime(input: ProblemInput, s: number): string {
  if (!Number.isFinite(s)) return s > 0 ? 'the end of time' : 'the start of time';
  if (input.locations.kind === 'euclidean') return round1(s);
  const day = Math.floor(s / 86400);
  const rem = s - day * 86400;
  const h = Math.floor(rem / 3600);
  const m = Math.floor((rem - h * 3600) / 60);
  const clock = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return day === 0 ? clock : `day ${day + 1} ${clock}`;
}

export function formatDuration(input: ProblemInput, s: number): string {
  if (input.locations.kind === 'euclidean') return round1(s);
  const h = Math.floor(s / 3600);
  const m = Math.round((s - h * 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

export function formatDistance(input: ProblemInput, m: number): string {
  if (input.locations.kind === 'euclidean') return round1(m);
  return `${round1(m / 1000)} km`;
}

export function round1(x: number): string {
  return String(Math.round(x * 10) / 10);
}

export function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
