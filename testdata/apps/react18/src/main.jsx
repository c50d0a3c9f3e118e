import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Reviews } from './Reviews.jsx'
import { Shop } from './Shop.jsx'

// Two roots: an error React does not catch unmounts its whole root, and
// the one an error boundary catches must still be there to click.
createRoot(document.getElementById('caught')).render(
  <StrictMode>
    <Reviews />
  </StrictMode>,
)
createRoot(document.getElementById('uncaught')).render(
  <StrictMode>
    <Shop />
  </StrictMode>,
)
