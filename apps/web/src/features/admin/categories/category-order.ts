/** The ids after moving the one at `index` one place up (-1) or down (+1); the same ids when it cannot move. */
export function movedIds(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The items in the order of `ids`, positions renumbered from 0; items `ids` leaves out keep their order at the end. */
export function inOrderOf<T extends { readonly id: string; readonly position: number }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items]
    .sort((a, b) => (rank.get(a.id) ?? ids.length + a.position) - (rank.get(b.id) ?? ids.length + b.position))
    .map((item, position) => ({ ...item, position }));
}
