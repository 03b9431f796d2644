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
  /** Messages in the contact inbox that no admin has opened yet. */
  readonly unreadContactMessages: number;
  readonly viewsLast30Days: number;
  readonly calculationsLast30Days: number;
  /** The five articles edited last, any status. */
  readonly recentArticles: readonly DashboardArticle[];
}

export const ANALYTICS_DEFAULT_PERIOD_DAYS = 30;
export const ANALYTICS_MAX_PERIOD_DAYS = 365;

/** GET /api/admin/analytics?period=<days> (admin or editor): the `period` days up to today (UTC). */
export interface AdminAnalytics {
  readonly period: number;
  /** First and last day covered, "YYYY-MM-DD". */
  readonly from: string;
  readonly to: string;
  /** One entry per day of the period, zero-filled. */
  readonly viewsPerDay: readonly { readonly day: string; readonly views: number }[];
  /** One entry per day and calculator with at least one calculation. */
  readonly calculationsPerDay: readonly { readonly day: string; readonly calculator: string; readonly count: number }[];
  readonly totals: { readonly views: number; readonly calculations: number };
  /** The ten articles with most views in the period. */
  readonly topArticles: readonly {
    readonly id: string;
    readonly slug: string;
    readonly title: string;
    readonly views: number;
    readonly averageTimeSpent: number | null;
  }[];
  /** Mean seconds readers kept articles visible (all time), and over how many reports. */
  readonly readingTime: { readonly averageSeconds: number | null; readonly samples: number };
}
