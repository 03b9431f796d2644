import { inOrderOf, movedIds } from './category-order';

describe('movedIds', () => {
  it('swaps a category with its neighbour above or below', () => {
    expect(movedIds(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it is at either end', () => {
    expect(movedIds(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedIds(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('inOrderOf', () => {
  const items = [
    { id: 'a', position: 0, name: 'A' },
    { id: 'b', position: 1, name: 'B' },
    { id: 'c', position: 2, name: 'C' },
  ];

  it('sorts by the ids and renumbers the positions from 0', () => {
    expect(inOrderOf(items, ['c', 'a', 'b'])).toEqual([
      { id: 'c', position: 0, name: 'C' },
      { id: 'a', position: 1, name: 'A' },
      { id: 'b', position: 2, name: 'B' },
    ]);
  });

  it('keeps items the ids leave out at the end, in their old order', () => {
    expect(inOrderOf(items, ['b']).map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });
});
