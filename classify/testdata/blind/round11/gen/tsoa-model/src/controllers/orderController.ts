import { Body, Controller, Get, Path, Post, Route } from "tsoa";
import { Order, OrderInput } from "../models/order";

@Route("orders")
export class OrderController extends Controller {
  @Get("{id}")
  public async getOrder(@Path() id: string): Promise<Order> {
    return { id, lines: [], status: "new" };
  }

  @Post()
  public async create(@Body() body: OrderInput): Promise<Order> {
    return { id: "1", lines: body.lines, status: "new" };
  }
}
