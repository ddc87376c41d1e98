import Scenewright

extension CityFacts {
    /// The app's scene catalogue: one factory per screen, each wiring its controller and model.
    @MainActor enum Scenes {
        static func list(repository: Repository, runner: BlockingRunner) -> ListViewController {
            Scene { ListViewController() }
                .with { ListModel(repository: repository, runner: runner) }
                .instantiate(
                    connect: { vc, model in
                        vc.title = "City facts"
                        model.onChange = { [weak vc, weak model] in
                            guard let vc, let model else { return }
                            vc.show(model)
                        }
                        model.onOpen = { [weak vc] content in
                            vc?.navigationController?.pushViewController(
                                Scenes.sheet(content), animated: true)
                        }
                        model.onFailure = { [weak vc] failure in vc?.show(failure) }
                    },
                    view: { vc, model in
                        let status = Label(model.status).identified("status")
                        let table = TableView().identified("cities")
                        table.dataSource = model
                        table.delegate = model
                        let name = TextField(placeholder: "City name").identified("name")
                        (vc.status, vc.table) = (status, table)
                        return StackView {
                            status
                            table
                            name
                            Button("Look up") { [weak model, weak name] in model?.lookUp(name?.text ?? "") }
                                .identified("lookup")
                            Button("Refresh") { [weak model] in model?.reload() }.identified("refresh")
                        }
                    })
        }

        static func sheet(_ content: SheetContent) -> SheetViewController {
            Scene { SheetViewController() }
                .with { SheetRows(content.sheet.value) }
                .instantiate(
                    connect: { vc, _ in vc.title = content.sheet.value.name },
                    view: { _, rows in
                        let table = TableView().identified("facts")
                        table.dataSource = rows
                        return StackView {
                            Label(content.sheet.origin.status).identified("status")
                            if let photo = content.photo {
                                ImageView(name: photo.name).identified("photo")
                                Label("Photo: \(photo.format), \(photo.byteCount) bytes").identified(
                                    "photoInfo")
                            } else {
                                Label("No photo").identified("photoInfo")
                            }
                            table
                        }
                    })
        }
    }
}
