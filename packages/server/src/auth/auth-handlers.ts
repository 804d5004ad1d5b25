import type { AppServices } from '../kernel/services.js';
import { defineHandlers } from '../kernel/registry.js';
import { HttpError } from '../kernel/errors.js';
import { byIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { normalizeEmail } from '../users/user-repository.js';
import { presentUser } from '../users/user-presenter.js';
import { checkCredentials, registerWithPassword } from './account-service.js';
import { currentUser } from '../kernel/current-user.js';
import { signIn, signOut } from './sessions.js';

const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

/** Registration, password sign-in, sign-out and the current user (document 1, sections 2, 4, 5, 7). */
export function authHandlers({ knex, limiters, passwords }: AppServices) {
  const perIp = rateLimit(limiters.signInPerIp, byIp, 'sign-in:');
  // Counted per e-mail before validation (the raw body), so guessing one account's password from many
  // addresses is capped too.
  const perAccount = rateLimit(limiters.signInPerAccount, (ctx) => {
    const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? `account:${normalizeEmail(email)}` : undefined;
  });

  return defineHandlers({
    register: {
      middleware: [perIp],
      handler: async (ctx, { body }) => {
        const user = await registerWithPassword(knex, passwords, body);
        await signIn(ctx, user.id);
        ctx.status = 201;
        ctx.body = presentUser(user);
      },
    },
    login: {
      middleware: [perIp, perAccount],
      handler: async (ctx, { body }) => {
        const user = await checkCredentials(knex, passwords, body.email, body.password);
        if (!user) throw invalidCredentials();
        await signIn(ctx, user.id);
        ctx.body = presentUser(user);
      },
    },
    logout: (ctx) => {
      signOut(ctx);
      ctx.status = 204;
    },
    logoutRedirect: (ctx) => {
      signOut(ctx);
      ctx.redirect('/');
    },
    getCurrentUser: (ctx) => {
      ctx.body = presentUser(currentUser(ctx));
    },
  });
}
