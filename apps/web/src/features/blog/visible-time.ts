import { MAX_TIME_SPENT_SECONDS } from '@taxatlas/contracts/article-limits';

/**
 * Counts how long a page was actually visible (document.visibilityState), so a tab left in the background does
 * not count as reading time. Times are milliseconds from a monotonic clock (performance.now()).
 */
export class VisibleTimeTracker {
  private visibleSince: number | null;
  private accumulatedMs = 0;

  constructor(now: number, visible: boolean) {
    this.visibleSince = visible ? now : null;
  }

  hide(now: number): void {
    if (this.visibleSince === null) return;
    this.accumulatedMs += Math.max(0, now - this.visibleSince);
    this.visibleSince = null;
  }

  show(now: number): void {
    if (this.visibleSince === null) this.visibleSince = now;
  }

  /**
   * Whole seconds visible since the last call (at most one day, the API's limit), then starts counting again —
   * from now if the page stays visible.
   */
  takeSeconds(now: number, stillVisible: boolean): number {
    const wasVisible = this.visibleSince !== null;
    this.hide(now);
    const seconds = Math.min(MAX_TIME_SPENT_SECONDS, Math.round(this.accumulatedMs / 1000));
    this.accumulatedMs = 0;
    if (stillVisible && wasVisible) this.visibleSince = now;
    else if (stillVisible) this.show(now);
    return seconds;
  }
}
