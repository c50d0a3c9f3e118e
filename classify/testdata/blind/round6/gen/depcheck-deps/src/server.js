import express from 'express';
import dayjs from 'dayjs';

const app = express();
app.get('/', (req, res) => res.send(dayjs().format('YYYY-MM-DD')));
app.listen(3000);
