// The auth feature from the configuration: the repos, the services, the providers that are switched on, the /api
// handlers, POST /signin and /signout, and the expiry tasks. The sessions are built first, apart (createSessions):
// the viewer, moderation and account deletion need them too.
import type { SignInMethods } from '@rookery/shared/api/auth.actions.ts';
import type { Config } from '../../config.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { disconnectOnSessionEnd } from '../../platform/realtime/session-sockets.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import { createAccountMail } from './account-mail.service.ts';
import { AUTH_EXPORT } from './auth.export.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { type AuthActionDeps, authActions } from './auth-actions.routes.ts';
import { createCodeGuessesRepo } from './code-guesses.repo.ts';
import { createCodesRepo } from './codes.repo.ts';
import { createCodesService } from './codes.service.ts';
import { createDecoyCodesRepo } from './decoy-codes.repo.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { devicesActions } from './devices.routes.ts';
import { createDevicesService } from './devices.service.ts';
import { createEmailChangeService } from './email-change.service.ts';
import { createGuardedPassword } from './guarded-password.ts';
import { createFacebookSignIn } from './oauth/facebook.ts';
import { createGoogleSignIn } from './oauth/google.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createPasswordSignInRepo } from './password-sign-in.repo.ts';
import { createSessionRepo } from './session.repo.ts';
import { createSessionService, hashToken, type SessionService } from './session.service.ts';
import { createSignInService, type SignInDeps } from './signin.service.ts';
import { createSigninGuardRepo } from './signin-guard.repo.ts';
import { createSigninGuard } from './signin-guard.ts';
import { createUsersRepo } from './users.repo.ts';
import { createVerificationService } from './verification.service.ts';

export function signInMethods(config: Pick<Config, 'oauth'>): SignInMethods {
  const { google, facebook } = config.oauth;
  return {
    google: google ? { clientId: google.clientId, authUrl: google.authUrl } : null,
    facebook: facebook ? { appId: facebook.appId, authUrl: facebook.authUrl } : null,
  };
}

/** The sessions, each ending with its sockets (a sign-out, a password reset): the viewer's store (platform/http). */
export function createSessions({ db, realtime, config }: Platform): SessionService {
  const service = createSessionService(createSessionRepo(db), { product: config.brand.product });
  return disconnectOnSessionEnd(service, realtime.hub, hashToken);
}

export function createAuthModule(
  { db, config, mailer, log, limiters }: Platform,
  deps: {
    sessions: SessionService;
    pebbles: PebblesService;
    recordLocation: AuthActionDeps['recordLocation'];
    /** The ban list (modules/moderation): sign-up refuses a banned address or provider id. */
    bans: SignInDeps['bans'];
  },
) {
  const users = createUsersRepo(db);
  const mail = createAccountMail(
    mailer,
    { product: config.brand.product, supportEmail: config.supportEmail, publicUrl: config.publicUrl },
    log,
  );
  const codesRepo = createCodesRepo(db);
  const codes = createCodesService(codesRepo, createCodeGuessesRepo(db), createDecoyCodesRepo(db), {
    secret: config.codeSecret,
    // The owner hears once per closing; the mail goes out after the answer, like a reset code.
    onClosed: async (userId) => {
      const owner = await users.findById(userId);
      if (owner) mail.later(() => mail.sendCodesClosed(owner.email, owner.name));
    },
  });
  const product = config.brand.product;
  const { google, facebook } = config.oauth;
  const guard = createSigninGuard(createSigninGuardRepo(db));
  // Its own key derived from the code secret (device-cookie.ts), so no new secret to configure.
  const devices = createDeviceCookies(config.codeSecret);
  const passwords = createGuardedPassword({ guard, devices, mail });
  const signIn = createSignInService({
    limiters,
    accountsPerAddress: config.accountsPerAddress,
    bans: deps.bans,
    users,
    guard,
    passwords,
    devices,
    sessions: deps.sessions,
    signedIn: createPasswordSignInRepo(db),
    pebbles: deps.pebbles,
    codes,
    mail,
    google: google ? createGoogleSignIn(google, { product }) : null,
    facebook: facebook ? createFacebookSignIn(facebook, { product }) : null,
  });
  const actions = authActions({
    methods: signInMethods(config),
    signIn,
    verification: createVerificationService({ users, codes, mail }),
    passwordReset: createPasswordResetService({
      users,
      codes,
      mail,
      sessions: deps.sessions,
      devices,
      issued: codesRepo,
      limiters,
    }),
    emailChange: createEmailChangeService({ users, codes, mail, passwords, limiters, bans: deps.bans }),
    codes,
    recordLocation: deps.recordLocation,
  });
  const devicesService = createDevicesService({ sessions: deps.sessions, limiters });
  return defineFeature(
    {
      name: 'auth',
      exportSections: AUTH_EXPORT,
      actions: { ...actions, ...devicesActions(devicesService) },
      routes: (app) => registerAuthRoutes(app, { sessions: deps.sessions, signIn }),
      tasks: [guard.expiryTask(), codes.expiryTask()],
      // Account mail still being written is sent before the mailer closes.
      onClose: () => mail.settled(),
    },
    { signIn, mail: { settled: () => mail.settled() } },
  );
}
