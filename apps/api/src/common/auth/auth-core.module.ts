import { Global, Module } from '@nestjs/common';
import { AuthRateLimits } from './auth-rate-limits';
import { ReaderLimits } from './reader-limits';
import { SessionTokens } from './session-tokens';

/**
 * One instance each for the whole app: the session token issuer and the login/register counters (a password change in
 * the users module counts against the same account counter as a login in the auth module), and the reader event limits
 * of the articles module.
 */
@Global()
@Module({ providers: [SessionTokens, AuthRateLimits, ReaderLimits], exports: [SessionTokens, AuthRateLimits, ReaderLimits] })
export class AuthCoreModule {}
