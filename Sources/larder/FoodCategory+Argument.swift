import ArgumentParser
import LarderCore

extension FoodCategory: ExpressibleByArgument {}
