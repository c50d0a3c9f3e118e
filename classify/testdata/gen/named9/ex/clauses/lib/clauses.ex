defmodule Clauses do
  def kind(_any), do: :other
  def kind(:vip), do: :vip

  def price(item), do: @base * item
end
