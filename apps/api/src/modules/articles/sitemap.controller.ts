import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { readSitemapPages } from '../../web/web-build';
import { CALCULATOR_CATALOGUE } from '../calculators/calculator-catalogue.token';
import { ArticlesService } from './articles.service';
import { PUBLIC_READ_MAX_AGE_SECONDS, PUBLIC_READ_STALE_SECONDS } from './public-read-cache';
import { sitemapXml } from './sitemap';

/** The path of the sitemap, outside the /api prefix (app.ts excludes it), where robots.txt points. */
export const SITEMAP_PATH = 'sitemap.xml';
/** robots.txt, also at the root and served here: its Sitemap line must be an absolute URL (sitemaps.org protocol). */
export const ROBOTS_PATH = 'robots.txt';

/** The crawl rules: everything but the admin area, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/${SITEMAP_PATH}`, ''].join('\n');
}

/** The site's origin as the request named it; no public origin is configured, and the Host check (ALLOWED_HOSTS) accepted this one. */
const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * The sitemap of the whole site. Its pages are the web build's (dist/sitemap-pages.json, written from the calculators'
 * declarations) and every calculator of the catalogue, so an API without a web build still lists the calculators.
 */
@ApiTags('site')
@Controller()
export class SitemapController {
  private readonly pagePaths: readonly string[];

  constructor(
    private readonly articles: ArticlesService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CALCULATOR_CATALOGUE) catalogue: readonly CalculatorEntry[],
  ) {
    const built = config.webRoot ? readSitemapPages(config.webRoot) : undefined;
    this.pagePaths = [...(built ?? ['/']), ...catalogue.map((entry) => entry.url)];
  }

  @Get(SITEMAP_PATH)
  @ApiOperation({ summary: 'The sitemap (XML): public pages and published, indexable articles, as absolute URLs on the request’s host' })
  @ApiOkResponse({ description: 'application/xml, sitemaps.org protocol 0.9' })
  async sitemap(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const read = await this.articles.readSitemapArticles();
    const origin = requestOrigin(request);
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_SECONDS}`)
      .header('vary', 'Host');
    return sitemapXml(origin, this.pagePaths, read.body);
  }

  @Get(ROBOTS_PATH)
  @ApiOperation({ summary: 'robots.txt: the crawl rules and the absolute address of the sitemap on the request’s host' })
  @ApiOkResponse({ description: 'text/plain' })
  robots(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    void reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_SECONDS}`)
      .header('vary', 'Host');
    return robotsTxt(requestOrigin(request));
  }
}
