import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * OpenAPI for a controller behind JwtAuthGuard: the bearer scheme (which the authorization matrix test reads to
 * find every protected operation) and the 401/403 answers.
 */
export function ApiSession(options: { readonly roles?: string } = {}) {
  return applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: '{ success: false, error } without a valid, current session token' }),
    ...(options.roles ? [ApiForbiddenResponse({ description: `{ success: false, error } for a role other than ${options.roles}` })] : []),
  );
}
