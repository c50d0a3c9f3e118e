function o(r) {
  const e = Number.parseFloat(r);
  if (Number.isNaN(e))
    throw new TypeError(`not a price: ${r}`);
  return e;
}
export {
  o as parseMoney
};
                                 

//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoibXlsaWIuanMiLCJzb3VyY2VzIjpbIi4uL3NyYy9tb25leS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvLyBwYXJzZU1vbmV5IHJlYWRzIGEgcHJpY2Ugc3VjaCBhcyBcIjEuNTBcIi5cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZU1vbmV5KHRleHQ6IHN0cmluZyk6IG51bWJlciB7XG4gIGNvbnN0IHZhbHVlID0gTnVtYmVyLnBhcnNlRmxvYXQodGV4dCk7XG4gIGlmIChOdW1iZXIuaXNOYU4odmFsdWUpKSB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgbm90IGEgcHJpY2U6ICR7dGV4dH1gKTtcbiAgfVxuICByZXR1cm4gdmFsdWU7XG59XG4iXSwibmFtZXMiOlsicGFyc2VNb25leSIsInRleHQiLCJ2YWx1ZSJdLCJtYXBwaW5ncyI6IkFBQ08sU0FBU0EsRUFBV0MsR0FBc0I7QUFDL0MsUUFBTUMsSUFBUSxPQUFPLFdBQVdELENBQUk7QUFDcEMsTUFBSSxPQUFPLE1BQU1DLENBQUs7QUFDcEIsVUFBTSxJQUFJLFVBQVUsZ0JBQWdCRCxDQUFJLEVBQUU7QUFFNUMsU0FBT0M7QUFDVDsifQ==