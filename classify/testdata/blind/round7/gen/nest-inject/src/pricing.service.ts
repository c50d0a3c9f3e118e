import { Injectable } from '@nestjs/common';

@Injectable()
export class PricingService {
  price(sku: string): number {
    return sku.length;
  }
}
