// The article HTML thread's entry: sanitises (or reduces to text) one article at a time for article-html-thread.ts.
import { parentPort } from 'node:worker_threads';
import { type ArticleHtmlTask, runArticleHtmlTask } from './article-html';

parentPort!.on('message', ({ id, task }: { id: number; task: ArticleHtmlTask }) => {
  try {
    parentPort!.postMessage({ id, result: runArticleHtmlTask(task) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
