import { ArticleEditorRoute } from '../article-editor/article-editor';

/**
 * /admin/dashboard/articles/new and /admin/dashboard/articles/:id/edit: one route module for both, so that a new
 * article keeps its screen (and the caret in its body) when its first save turns the URL into /:id/edit.
 */
export default ArticleEditorRoute;
