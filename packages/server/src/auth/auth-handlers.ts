import type { AppServices } from '../kernel/services.js';
import { defineHandlers } from '../kernel/registry.js';
import { HttpError } from '../kernel/errors.js';
import { byIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { normalizeEmail } from '../users/user-repository.js';
import type { AppContext } from '../kernel/context.js';
import { recordSecurityEvent } from '../security-events/security-events.js';
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
  const perAccount = (prefix: string) =>
    rateLimit(limiters.signInPerAccount, (ctx) => {
      const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email.trim() ? `${prefix}${normalizeEmail(email)}` : undefined;
    });

  const signOutRecorded = async (ctx: AppContext) => {
    const user = ctx.state.auth?.kind === 'session' ? ctx.state.user : undefined;
    signOut(ctx);
    if (user) await recordSecurityEvent(knex, ctx, user.id, 'signed_out');
  };

  return defineHandlers({
    register: {
      // Per e-mail too: one address cannot be hammered (or enumerated) from many IPs.
      middleware: [perIp, perAccount('register:')],
      handler: async (ctx, { body }) => {
        const user = await registerWithPassword(knex, passwords, body);
        await signIn(ctx, user.id);
        await recordSecurityEvent(knex, ctx, user.id, 'registered');
        ctx.status = 201;
        ctx.body = presentUser(user);
      },
    },
    login: {
      middleware: [perIp, perAccount('account:')],
      handler: async (ctx, { body }) => {
        const { user, named } = await checkCredentials(knex, passwords, body.email, body.password);
        if (!user) {
          // Recorded on the account the e-mail names, if any (the answer is the same either way).
          if (named)
            await recordSecurityEvent(knex, ctx, named.id, 'sign_in_failed', { reason: 'wrong_password' });
          throw invalidCredentials();
        }
        await signIn(ctx, user.id);
        await recordSecurityEvent(knex, ctx, user.id, 'signed_in', { method: 'password' });
        ctx.body = presentUser(user);
      },
    },
    logout: async (ctx) => {
      await signOutRecorded(ctx);
      ctx.status = 204;
    },
    logoutRedirect: async (ctx) => {
      await signOutRecorded(ctx);
      ctx.redirect('/');
    },
    getCurrentUser: (ctx) => {
      ctx.body = presentUser(currentUser(ctx));
    },
  });
}
