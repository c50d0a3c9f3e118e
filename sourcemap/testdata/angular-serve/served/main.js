import { injectQuery as __vite__injectQuery } from "/@vite/client";import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/main.js");// src/main.ts
import { ErrorHandler, provideZonelessChangeDetection } from "/@fs/tmp/errbundle-sourcemap-angular/.angular/cache/20.3.41/shop/vite/deps/@angular_core.js?v=c16b5755";
import { bootstrapApplication } from "/@fs/tmp/errbundle-sourcemap-angular/.angular/cache/20.3.41/shop/vite/deps/@angular_platform-browser.js?v=c16b5755";

// src/app/app.component.ts
import { Component } from "/@fs/tmp/errbundle-sourcemap-angular/.angular/cache/20.3.41/shop/vite/deps/@angular_core.js?v=c16b5755";

// src/price.ts
function price(item) {
  if (item.price < 0) {
    throw new RangeError(`negative price: ${item.name}`);
  }
  return item.price;
}

// src/app/app.component.ts
import * as i0 from "/@fs/tmp/errbundle-sourcemap-angular/.angular/cache/20.3.41/shop/vite/deps/@angular_core.js?v=c16b5755";
var AppComponent = class _AppComponent {
  title = "shop";
  items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
  total() {
    return this.items.reduce((sum, item) => sum + price(item), 0);
  }
  static \u0275fac = function AppComponent_Factory(__ngFactoryType__) {
    return new (__ngFactoryType__ || _AppComponent)();
  };
  static \u0275cmp = /* @__PURE__ */ i0.\u0275\u0275defineComponent({ type: _AppComponent, selectors: [["app-root"]], decls: 4, vars: 2, template: function AppComponent_Template(rf, ctx) {
    if (rf & 1) {
      i0.\u0275\u0275domElementStart(0, "h1");
      i0.\u0275\u0275text(1);
      i0.\u0275\u0275domElementEnd();
      i0.\u0275\u0275domElementStart(2, "p");
      i0.\u0275\u0275text(3);
      i0.\u0275\u0275domElementEnd();
    }
    if (rf & 2) {
      i0.\u0275\u0275advance();
      i0.\u0275\u0275textInterpolate(ctx.title);
      i0.\u0275\u0275advance(2);
      i0.\u0275\u0275textInterpolate(ctx.total());
    }
  }, encapsulation: 2 });
};
(() => {
  (typeof ngDevMode === "undefined" || ngDevMode) && i0.\u0275setClassMetadata(AppComponent, [{
    type: Component,
    args: [{
      selector: "app-root",
      template: `<h1>{{ title }}</h1>
    <p>{{ total() }}</p>`
    }]
  }], null, null);
})();
(() => {
  (typeof ngDevMode === "undefined" || ngDevMode) && i0.\u0275setClassDebugInfo(AppComponent, { className: "AppComponent", filePath: "src/app/app.component.ts", lineNumber: 11 });
})();
(() => {
  const id = "src%2Fapp%2Fapp.component.ts%40AppComponent";
  function AppComponent_HmrLoad(t) {
    import(
      /* @vite-ignore */
      __vite__injectQuery(i0.\u0275\u0275getReplaceMetadataURL(id, t, import.meta.url), 'import')
    ).then((m) => m.default && i0.\u0275\u0275replaceMetadata(AppComponent, m.default, [i0], [Component], import.meta, id));
  }
  (typeof ngDevMode === "undefined" || ngDevMode) && AppComponent_HmrLoad(Date.now());
  (typeof ngDevMode === "undefined" || ngDevMode) && (import.meta.hot && import.meta.hot.on("angular:component-update", (d) => d.id === id && AppComponent_HmrLoad(d.timestamp)));
})();

// src/report.ts
function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = err instanceof Error ? String(err.stack) : String(err);
  document.body.appendChild(pre);
  console.log("STACK " + pre.textContent);
}

// src/main.ts
bootstrapApplication(AppComponent, {
  providers: [provideZonelessChangeDetection(), { provide: ErrorHandler, useValue: { handleError: report } }]
}).catch(report);


//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbInNyYy9tYWluLnRzIiwic3JjL2FwcC9hcHAuY29tcG9uZW50LnRzIiwic3JjL3ByaWNlLnRzIiwic3JjL3JlcG9ydC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyJpbXBvcnQgeyBFcnJvckhhbmRsZXIsIHByb3ZpZGVab25lbGVzc0NoYW5nZURldGVjdGlvbiB9IGZyb20gJ0Bhbmd1bGFyL2NvcmUnO1xuaW1wb3J0IHsgYm9vdHN0cmFwQXBwbGljYXRpb24gfSBmcm9tICdAYW5ndWxhci9wbGF0Zm9ybS1icm93c2VyJztcbmltcG9ydCB7IEFwcENvbXBvbmVudCB9IGZyb20gJy4vYXBwL2FwcC5jb21wb25lbnQnO1xuaW1wb3J0IHsgcmVwb3J0IH0gZnJvbSAnLi9yZXBvcnQnO1xuXG5ib290c3RyYXBBcHBsaWNhdGlvbihBcHBDb21wb25lbnQsIHtcbiAgcHJvdmlkZXJzOiBbcHJvdmlkZVpvbmVsZXNzQ2hhbmdlRGV0ZWN0aW9uKCksIHsgcHJvdmlkZTogRXJyb3JIYW5kbGVyLCB1c2VWYWx1ZTogeyBoYW5kbGVFcnJvcjogcmVwb3J0IH0gfV0sXG59KS5jYXRjaChyZXBvcnQpO1xuIiwiaW1wb3J0IHsgQ29tcG9uZW50IH0gZnJvbSAnQGFuZ3VsYXIvY29yZSc7XG5pbXBvcnQgeyBwcmljZSB9IGZyb20gJy4uL3ByaWNlJztcblxuaW50ZXJmYWNlIEl0ZW0geyBuYW1lOiBzdHJpbmc7IHByaWNlOiBudW1iZXIgfVxuXG5AQ29tcG9uZW50KHtcbiAgc2VsZWN0b3I6ICdhcHAtcm9vdCcsXG4gIHRlbXBsYXRlOiBgPGgxPnt7IHRpdGxlIH19PC9oMT5cbiAgICA8cD57eyB0b3RhbCgpIH19PC9wPmAsXG59KVxuZXhwb3J0IGNsYXNzIEFwcENvbXBvbmVudCB7XG4gIHRpdGxlID0gJ3Nob3AnO1xuICBpdGVtczogSXRlbVtdID0gW3sgbmFtZTogJ3RlYScsIHByaWNlOiAzIH0sIHsgbmFtZTogJ2N1cCcsIHByaWNlOiAtMSB9XTtcbiAgdG90YWwoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5pdGVtcy5yZWR1Y2UoKHN1bSwgaXRlbSkgPT4gc3VtICsgcHJpY2UoaXRlbSksIDApO1xuICB9XG59XG4iLCJleHBvcnQgZnVuY3Rpb24gcHJpY2UoaXRlbTogeyBuYW1lOiBzdHJpbmc7IHByaWNlOiBudW1iZXIgfSk6IG51bWJlciB7XG4gIGlmIChpdGVtLnByaWNlIDwgMCkge1xuICAgIHRocm93IG5ldyBSYW5nZUVycm9yKGBuZWdhdGl2ZSBwcmljZTogJHtpdGVtLm5hbWV9YCk7XG4gIH1cbiAgcmV0dXJuIGl0ZW0ucHJpY2U7XG59XG4iLCIvLyByZXBvcnQgc2hvd3MgYSBjYXVnaHQgZXJyb3IncyBzdGFjayBpbiA8cHJlIGlkPVwic3RhY2tcIj4sIGZvciBnZW4uc2ggdG9cbi8vIHJlYWQsIGFuZCBsb2dzIGl0IGZvciBGaXJlZm94LlxuZXhwb3J0IGZ1bmN0aW9uIHJlcG9ydChlcnI6IHVua25vd24pIHtcbiAgY29uc3QgcHJlID0gZG9jdW1lbnQuY3JlYXRlRWxlbWVudChcInByZVwiKTtcbiAgcHJlLmlkID0gXCJzdGFja1wiO1xuICBwcmUudGV4dENvbnRlbnQgPSBlcnIgaW5zdGFuY2VvZiBFcnJvciA/IFN0cmluZyhlcnIuc3RhY2spIDogU3RyaW5nKGVycik7XG4gIGRvY3VtZW50LmJvZHkuYXBwZW5kQ2hpbGQocHJlKTtcbiAgY29uc29sZS5sb2coXCJTVEFDSyBcIiArIHByZS50ZXh0Q29udGVudCk7XG59XG4iXSwibWFwcGluZ3MiOiI7QUFBQSxTQUFTLGNBQWMsc0NBQXNDO0FBQzdELFNBQVMsNEJBQTRCOzs7QUNEckMsU0FBUyxpQkFBaUI7OztBQ0FwQixTQUFVLE1BQU0sTUFBcUM7QUFDekQsTUFBSSxLQUFLLFFBQVEsR0FBRztBQUNsQixVQUFNLElBQUksV0FBVyxtQkFBbUIsS0FBSyxJQUFJLEVBQUU7RUFDckQ7QUFDQSxTQUFPLEtBQUs7QUFDZDs7OztBREtNLElBQU8sZUFBUCxNQUFPLGNBQVk7RUFDdkIsUUFBUTtFQUNSLFFBQWdCLENBQUMsRUFBRSxNQUFNLE9BQU8sT0FBTyxFQUFDLEdBQUksRUFBRSxNQUFNLE9BQU8sT0FBTyxHQUFFLENBQUU7RUFDdEUsUUFBSztBQUNILFdBQU8sS0FBSyxNQUFNLE9BQU8sQ0FBQyxLQUFLLFNBQVMsTUFBTSxNQUFNLElBQUksR0FBRyxDQUFDO0VBQzlEOztxQ0FMVyxlQUFZO0VBQUE7NEVBQVosZUFBWSxXQUFBLENBQUEsQ0FBQSxVQUFBLENBQUEsR0FBQSxPQUFBLEdBQUEsTUFBQSxHQUFBLFVBQUEsU0FBQSxzQkFBQSxJQUFBLEtBQUE7QUFBQSxRQUFBLEtBQUEsR0FBQTtBQUhaLE1BQUEsK0JBQUEsR0FBQSxJQUFBO0FBQUksTUFBQSxvQkFBQSxDQUFBO0FBQVcsTUFBQSw2QkFBQTtBQUN4QixNQUFBLCtCQUFBLEdBQUEsR0FBQTtBQUFHLE1BQUEsb0JBQUEsQ0FBQTtBQUFhLE1BQUEsNkJBQUE7OztBQURILE1BQUEsdUJBQUE7QUFBQSxNQUFBLCtCQUFBLElBQUEsS0FBQTtBQUNWLE1BQUEsdUJBQUEsQ0FBQTtBQUFBLE1BQUEsK0JBQUEsSUFBQSxNQUFBLENBQUE7Ozs7OytFQUVNLGNBQVksQ0FBQTtVQUx4QjtXQUFVO01BQ1QsVUFBVTtNQUNWLFVBQVU7O0tBRVg7Ozs7Z0ZBQ1ksY0FBWSxFQUFBLFdBQUEsZ0JBQUEsVUFBQSw0QkFBQSxZQUFBLEdBQUEsQ0FBQTtBQUFBLEdBQUE7Ozs7Ozs7OERBQVosY0FBWSxFQUFBLFNBQUEsQ0FBQSxFQUFBLEdBQUEsQ0FBQSxTQUFBLEdBQUEsYUFBQSxFQUFBLENBQUE7RUFBQTtBQUFBLEdBQUEsT0FBQSxjQUFBLGVBQUEsY0FBQSxxQkFBQSxLQUFBLElBQUEsQ0FBQTtBQUFBLEdBQUEsT0FBQSxjQUFBLGVBQUEsZUFBQSxZQUFBLE9BQUEsWUFBQSxJQUFBLEdBQUEsNEJBQUEsT0FBQSxFQUFBLE9BQUEsTUFBQSxxQkFBQSxFQUFBLFNBQUEsQ0FBQTtBQUFBLEdBQUE7OztBRVJuQixTQUFVLE9BQU8sS0FBWTtBQUNqQyxRQUFNLE1BQU0sU0FBUyxjQUFjLEtBQUs7QUFDeEMsTUFBSSxLQUFLO0FBQ1QsTUFBSSxjQUFjLGVBQWUsUUFBUSxPQUFPLElBQUksS0FBSyxJQUFJLE9BQU8sR0FBRztBQUN2RSxXQUFTLEtBQUssWUFBWSxHQUFHO0FBQzdCLFVBQVEsSUFBSSxXQUFXLElBQUksV0FBVztBQUN4Qzs7O0FISEEscUJBQXFCLGNBQWM7RUFDakMsV0FBVyxDQUFDLCtCQUE4QixHQUFJLEVBQUUsU0FBUyxjQUFjLFVBQVUsRUFBRSxhQUFhLE9BQU0sRUFBRSxDQUFFO0NBQzNHLEVBQUUsTUFBTSxNQUFNOyIsIm5hbWVzIjpbXX0=