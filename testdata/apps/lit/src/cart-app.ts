import { LitElement, html, type TemplateResult } from 'lit'
import { fetchProfile, loadItems, saveCart, syncStatus, type Item, type Profile } from './api.ts'
import './profile-card.ts'

// The errbundle test app's cart: its bugs are marked "// BUG:<name>" and
// the test finds them by those markers. It renders into the light DOM, so
// that the page's selectors reach its buttons.
export class CartApp extends LitElement {
  static properties = {
    items: { state: true },
    total: { state: true },
    profile: { state: true },
  }

  declare items: Item[]
  declare total: number
  declare profile: Profile | null

  constructor() {
    super()
    this.items = []
    this.total = 0
    this.profile = null
  }

  protected createRenderRoot(): HTMLElement {
    return this
  }

  connectedCallback(): void {
    super.connectedCallback()
    void loadItems().then((items: Item[]) => (this.items = items))
  }

  // The item after the last one is undefined: the click handler throws.
  checkout(): void {
    const last = this.items[this.items.length]
    this.total = last.price * 2 // BUG:click-typeerror
  }

  async save(): Promise<void> {
    const result = await saveCart(this.items)
    if (!result.ok) {
      console.error(`cart not saved: ${result.error}`) // BUG:console-error
    }
  }

  async showProfile(): Promise<void> {
    this.profile = await fetchProfile()
  }

  render(): TemplateResult {
    return html`
      <h1>Cart</h1>
      <ul>
        ${this.items.map((item: Item) => html`<li class="row">${item.name}: ${item.price}</li>`)}
      </ul>
      <button id="checkout" @click=${this.checkout}>Check out</button>
      <button id="save" @click=${this.save}>Save</button>
      <button id="sync" @click=${() => void syncStatus()}>Sync</button>
      <button id="profile" @click=${this.showProfile}>Profile</button>
      <p id="total">${this.total}</p>
      ${this.profile ? html`<profile-card .profile=${this.profile}></profile-card>` : ''}
    `
  }
}

customElements.define('cart-app', CartApp)
