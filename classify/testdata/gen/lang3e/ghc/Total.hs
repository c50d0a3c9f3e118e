module Main where

data Item = Apple | Pear | Kiwi

price :: Item -> Int
price Apple = 3
price Pear = 4

main :: IO ()
main = do
  putStrLn "pricing"
  print (sum (map price [Apple, Kiwi]))
