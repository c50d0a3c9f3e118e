export default function () {
  return [{ title: 'Apple' }];
}
