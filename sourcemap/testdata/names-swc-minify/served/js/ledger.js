import{Receipt as e}from"./receipt.js";export const ledger={entries:[],record(e){let r=t(e);return this.entries.push(r),r}};let t=function(t){return new e(t).text};
//# sourceMappingURL=ledger.js.map