class n{constructor(t){this.items=t,this.label="Kasse – €",this.checked=this.total}get total(){return this.items.reduce((e,r)=>e+c(r),0)}}function c(t){if(t.price<0)throw RangeError("négatif \uD83C\uDF75"+": "+t.name);return t.price}function o(t){let e=document.createElement("pre");e.id="stack",e.textContent=String(t.stack),document.body.appendChild(e),console.log("STACK "+e.textContent)}async function s(t){await null;let e="\uD83E\uDDFE reçu";return new n(t)}async function a(){return await s([{name:"thé",price:3},{name:"tasse",price:-1}])}setTimeout(()=>{a().catch(o)},0);

//# debugId=674C1232154F5EDA64756E2164756E21
//# sourceMappingURL=main.js.map
