@_exported import HeadlessUI
