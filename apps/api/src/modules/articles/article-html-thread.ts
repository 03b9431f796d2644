import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ARTICLE_CONTENT_MAX } from '@taxatlas/contracts/articles';
import { RequestValidationError } from '../../common/errors/domain-errors';
import { WorkQueue } from '../../common/work/work-queue';
import { ARTICLE_MAX_NESTING, type ArticleHtmlTask, nestsDeeperThan, runArticleHtmlTask } from './article-html';

/**
 * The built worker (dist/modules/articles/article-html.worker.js, also inside the desktop app's asar). Run from the
 * TypeScript sources (jest), there is no JavaScript to start a thread with, and the task runs on the calling thread;
 * apps/desktop/test/article-html-thread.int-spec.ts checks the thread against the build.
 */
const fromSources = __filename.endsWith('.ts');
const workerFile = join(__dirname, 'article-html.worker.js');

interface Pending {
  resolve(result: string): void;
  reject(error: Error): void;
}

/**
 * One worker thread for sanitising article HTML, started on first use: sanitize-html over half a megabyte takes the
 * better part of a second, which the event loop must not spend (docs/performance.md). Held open only while it has work,
 * so a CLI run or a test can end. A thread that dies (out of memory) fails its tasks and is started again next time.
 */
class ArticleHtmlThread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  run(task: ArticleHtmlTask): Promise<string> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    worker.ref();
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, task });
    });
  }

  private start(): Worker {
    // A bound on the thread's heap: a pathological article ends the thread, not the server.
    const worker = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    worker.on('message', ({ id, result, error }: { id: number; result?: string; error?: string }) => {
      const pending = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error !== undefined) pending?.reject(new Error(`Sanitising the article failed: ${error}`));
      else pending?.resolve(result!);
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`The article HTML thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

const thread = fromSources ? undefined : new ArticleHtmlThread();

/** Saves wait here for the thread; past a few waiting, a save is answered 503 with Retry-After. */
const queue = new WorkQueue({
  concurrency: 1,
  maxWaiting: 16,
  busyMessage: 'The server is busy saving other articles: try again in a few seconds',
  retryAfterSeconds: 2,
});

function runTask(task: ArticleHtmlTask): Promise<string> {
  return queue.run(async () => (thread ? thread.run(task) : runArticleHtmlTask(task)));
}

const contentIssue = (message: string) => new RequestValidationError([{ field: 'content', message }]);

/**
 * An article's HTML sanitised to the allow-list (article-html.ts), off the event loop. The work is bounded before it
 * starts (nesting deeper than ARTICLE_MAX_NESTING is refused on a cheap scan), and the result is held to the same
 * ARTICLE_CONTENT_MAX as the request: sanitising closes every unclosed element, so it can double the length.
 */
export async function sanitizeArticleContent(html: string): Promise<string> {
  if (nestsDeeperThan(html, ARTICLE_MAX_NESTING)) {
    throw contentIssue(`nests elements more than ${ARTICLE_MAX_NESTING} levels deep`);
  }
  const content = await runTask({ kind: 'sanitize', html });
  if (content.length > ARTICLE_CONTENT_MAX) {
    throw contentIssue(
      `is ${content.length.toLocaleString('en')} characters once sanitised (every element closed): at most ${ARTICLE_CONTENT_MAX.toLocaleString('en')}`,
    );
  }
  return content;
}

/** The text of sanitised article HTML (for the excerpt), off the event loop. */
export function articlePlainText(html: string): Promise<string> {
  return runTask({ kind: 'plainText', html });
}
