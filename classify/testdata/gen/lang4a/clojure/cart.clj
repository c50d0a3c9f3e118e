(ns cart)

(defn unit-price [prices sku]
  (get prices sku))

(defn line-total [prices {:keys [sku qty]}]
  (* (unit-price prices sku) qty))

(defn total [prices items]
  (reduce + (map #(line-total prices %) items)))

(println "total:" (total {"pen" 100} [{:sku "pen" :qty 2} {:sku "mug" :qty 1}]))
