import { expectType, expectError } from 'tsd';
import { formatPrice } from '.';

expectType<string>(formatPrice(2));
expectType<number>(formatPrice(3));
expectError(formatPrice(4));
