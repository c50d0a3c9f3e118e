import { Injectable } from '@nestjs/common';
import { PricingService } from './pricing.service';

@Injectable()
export class CartService {
  constructor(private readonly pricing: PricingService) {}

  total(items: { sku: string; quantity: number }[]): number {
    return items.reduce((sum, i) => sum + this.pricing.price(i.sku) * i.quantity, 0);
  }
}
