import type { AppContext } from './context.js';
import { unauthenticated } from './errors.js';

/** The signed-in user of an operation that requires one (the router already answered 401 otherwise). */
export function currentUser(ctx: AppContext) {
  const user = ctx.state.user;
  if (!user) throw unauthenticated();
  return user;
}
