import { LitElement, html, type TemplateResult } from 'lit'
import type { Profile } from './api.ts'

// The 500's body has no user: the card throws while it renders.
export class ProfileCard extends LitElement {
  static properties = {
    profile: { attribute: false },
  }

  declare profile: Profile

  render(): TemplateResult {
    const name: string = this.profile.user.name // BUG:render-typeerror
    return html`<section class="card"><h2>${name}</h2></section>`
  }
}

customElements.define('profile-card', ProfileCard)
