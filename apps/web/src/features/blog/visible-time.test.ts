import { VisibleTimeTracker } from './visible-time';

describe('VisibleTimeTracker', () => {
  it('counts only the time the page was visible', () => {
    const tracker = new VisibleTimeTracker(0, true);
    tracker.hide(10_000);
    tracker.show(70_000); // a minute in a background tab does not count
    expect(tracker.takeSeconds(75_400, false)).toBe(15);
  });

  it('starts counting again after each report', () => {
    const tracker = new VisibleTimeTracker(1_000, true);
    expect(tracker.takeSeconds(31_000, true)).toBe(30);
    expect(tracker.takeSeconds(41_000, false)).toBe(10);
    // Hidden now: nothing accumulates until the page is shown again.
    expect(tracker.takeSeconds(100_000, false)).toBe(0);
    tracker.show(100_000);
    expect(tracker.takeSeconds(102_000, false)).toBe(2);
  });

  it('ignores repeated hide and show events', () => {
    const tracker = new VisibleTimeTracker(0, false);
    tracker.show(1_000);
    tracker.show(5_000);
    tracker.hide(6_000);
    tracker.hide(9_000);
    expect(tracker.takeSeconds(20_000, false)).toBe(5);
  });

  it('caps a report at one day, the API limit', () => {
    const tracker = new VisibleTimeTracker(0, true);
    expect(tracker.takeSeconds(3 * 86_400_000, false)).toBe(86_400);
  });
});
