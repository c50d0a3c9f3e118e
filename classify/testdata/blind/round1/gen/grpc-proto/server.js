const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

const def = protoLoader.loadSync(__dirname + '/cart.proto');
const shop = grpc.loadPackageDefinition(def).shop;

const server = new grpc.Server();
server.addService(shop.Cart.service, { Add: (call, cb) => cb(null, call.request) });
server.bindAsync('127.0.0.1:19437', grpc.ServerCredentials.createInsecure(), () => {
  console.log('gRPC on 19437');
});
