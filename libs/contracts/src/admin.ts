import type { ArticleStatus } from './articles';
import type { Role } from './auth';

/** The days the dashboard's views and calculations cover: today (UTC) and the 29 days before it. */
export const DASHBOARD_PERIOD_DAYS = 30;

/** One of the latest edited articles on the dashboard. */
export interface DashboardArticle {
  readonly id: string;
  readonly title: string;
  readonly status: ArticleStatus;
  readonly updatedAt: string;
}

/** GET /api/admin/dashboard (admin or editor). */
export interface AdminDashboard {
  readonly users: { readonly total: number; readonly byRole: Record<Role, number> };
  readonly articles: { readonly total: number; readonly byStatus: Record<ArticleStatus, number> };
  /** Always 0 until contact messages arrive (issue 12). */
  readonly unreadContactMessages: number;
  readonly viewsLast30Days: number;
  readonly calculationsLast30Days: number;
  /** The five articles edited last, any status. */
  readonly recentArticles: readonly DashboardArticle[];
}
