import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { type LogLevel, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import type { CalculatorDeclarations } from './modules/calculators/calculator-declarations';
import { ContactRetention } from './modules/contact/contact-retention';
import { registerMediaUploads } from './modules/media/media-upload';
import { ROBOTS_PATH, SITEMAP_PATH } from './modules/articles/sitemap.controller';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { DEFAULT_BODY_LIMIT_BYTES } from './common/http/body-limits';
import { answerClientError } from './common/http/client-errors';
import { sendErrorResponse } from './common/http/error-response';
import { hardenHttp } from './common/http/http-hardening';
import { contentSecurityPolicy, inlineScriptHashesOf, securityHeaders } from './common/http/security-headers';
import type { Clock } from './common/time/clock';
import type { AppConfig } from './config/app-config';
import { prepareDatabase } from './database/database-lifecycle';
import { serveWebApp } from './web/serve-web-app';

const nestLogLevels: Record<AppConfig['logLevel'], LogLevel[] | false> = {
  silent: false,
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

function setUpOpenApi(app: NestFastifyApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('TaxAtlas API')
      .setDescription('Tax calculators for the UK, the US and Germany; see docs/api.md.')
      .setVersion(config.version)
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}

/** A hop count trusts that many proxies nearest the server, whatever their addresses. */
function trustProxyOption(trustProxy: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return [...trustProxy];
}

/**
 * Builds the whole application (API under /api, the web build at /, OpenAPI at /api/docs) and prepares
 * its database. The server, the tests and the desktop app all start TaxAtlas through this function.
 */
export interface AppOptions {
  /** The server's clock; tests inject one to stand on a given date. */
  readonly clock?: Clock;
  /** Origins added to the CSP's connect-src and img-src, asked per response (the desktop app's remote server). */
  readonly extraCspOrigins?: () => readonly string[];
  /** The calculators to serve; those declared on disk by default (a test passes fixtures). */
  readonly calculators?: CalculatorDeclarations;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const inlineScriptHashes = inlineScriptHashesOf(config.webRoot);
  const headers = securityHeaders(inlineScriptHashes);
  const { extraCspOrigins } = options;
  const adapter = new FastifyAdapter({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // Requests without Host reach the app, which refuses them in the contract's shape (see hardenHttp).
    http: { requireHostHeader: false },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, headers),
    // The router rejects malformed percent-encoding (400) and over-long parameters (414) before any hook or error
    // handler of the app is in place for the request; answer those in the contract's shape too, with the headers.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      sendErrorResponse(error, request, reply.headers(headers)),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.clock, options.calculators), adapter, {
    logger: nestLogLevels[config.logLevel],
  });
  // The sitemap and robots.txt sit at the site's root, where crawlers look for them.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: SITEMAP_PATH, method: RequestMethod.GET },
      { path: ROBOTS_PATH, method: RequestMethod.GET },
    ],
  });
  await hardenHttp(app, config, headers, extraCspOrigins && (() => contentSecurityPolicy(inlineScriptHashes, extraCspOrigins())));
  await registerMediaUploads(app);
  app.useGlobalFilters(new ApiExceptionFilter());
  if (config.webRoot) serveWebApp(app, config.webRoot);
  setUpOpenApi(app, config);
  app.enableShutdownHooks();
  await app.init();
  await prepareDatabase(app.get(MikroORM), config);
  // Jobs that read tables start once the migrations have made them (init() runs before they have).
  app.get(ContactRetention).start();
  return app;
}
