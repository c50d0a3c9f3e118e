exports.orders = [{ id: 1, total: 1299 }, { id: 2, total: 450 }];
