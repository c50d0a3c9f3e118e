// Uploads receipts to the bucket.
export const config = {
  region: 'eu-west-1',
  accessKeyId: 'AKIA2E0A8F3B244C9986',
  secretAccessKey: 'w5jTq8Ue3ZrL0vYb7NcX1kPd9HsA2mGf4QoR6tWi',
};
