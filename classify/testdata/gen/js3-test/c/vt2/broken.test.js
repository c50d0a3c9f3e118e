import { it, expect } from 'vitest'
import { missing } from './nowhere.js'

it('uses missing', () => {
  expect(missing()).toBe(1)
})
