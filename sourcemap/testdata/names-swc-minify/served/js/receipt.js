export class Receipt{constructor(t){this.text="Receipt: "+t.summary()}}
//# sourceMappingURL=receipt.js.map