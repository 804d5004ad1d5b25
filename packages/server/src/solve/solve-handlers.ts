/**
 * `POST /api/solve`: a VROOM-format problem answered in VROOM's format. Up to VROOM_SYNC_LIMIT_S the solve
 * runs during the request (through the job runner, cancelled if the client goes away); a longer time limit
 * queues an optimisation job of kind `vroom` and answers 202 with it.
 */
import type { AppContext } from '../kernel/context.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { answerUnlessGone } from '../kernel/client-abort.js';
import { optimizationsFor } from '../optimization/optimizations-for.js';
import { solveFailure } from '../optimization/solve-errors.js';
import { VROOM_DEFAULT_LIMIT_S, VROOM_SYNC_LIMIT_S } from '../optimization/vroom.js';
import { jobServiceFor } from '../jobs/job-service-for.js';

export function solveHandlers(services: AppServices) {
  const limited = [rateLimit(services.limiters.general, byUserOrIp, 'optimize:')];
  return defineHandlers({
    solveVroomProblem: {
      middleware: limited,
      handler: async (ctx: AppContext, { body, query }) => {
        const userId = currentUser(ctx).id;
        const seconds = query.timeLimit ?? VROOM_DEFAULT_LIMIT_S;
        if (seconds > VROOM_SYNC_LIMIT_S) {
          const job = await jobServiceFor(services).create(userId, {
            kind: 'vroom',
            input: body,
            timeLimitSeconds: seconds,
          });
          ctx.status = 202;
          ctx.set('Location', `/api/optimization-jobs/${job.id}`);
          ctx.body = job;
          return;
        }
        const prepared = await optimizationsFor(services).prepare('vroom', userId, body);
        await answerUnlessGone(ctx, (signal) =>
          services.jobs
            .run(
              'optimize:vroom',
              (runnerSignal) =>
                prepared.run({ signal: runnerSignal, log: ctx.state.log, timeLimitMs: seconds * 1000 }),
              { signal },
            )
            .catch((error: unknown) => {
              throw signal.aborted ? error : solveFailure(error);
            }),
        );
      },
    },
  });
}
