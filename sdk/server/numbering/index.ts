// Numbering people read: named series per facility and year, and numbered books with a range.
export * from './series';
export * from './books';
